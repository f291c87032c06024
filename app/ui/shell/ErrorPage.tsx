import type { ReactNode } from "react";
import { Link } from "~/ui/Link";
import { dashboardUrl, homeUrl } from "~/kernel/urls";

type ErrorCopy = { title: string; text: string };

/** The Thai title and explanation of each error status the site answers. */
const ERROR_COPY: Record<number, ErrorCopy> = {
  404: {
    title: "ไม่พบหน้านี้",
    text: "หน้าที่น้องกำลังหาอาจถูกย้าย ถูกลบไปแล้ว หรือพิมพ์ที่อยู่ไม่ถูกต้อง ลองกลับไปหน้าหลักหรือเลือกจากเมนูด้านบนได้เลย",
  },
  403: {
    title: "ไม่มีสิทธิ์เข้าถึงหน้านี้",
    text: "หน้านี้เปิดให้เฉพาะผู้ดูแลระบบเท่านั้น ถ้าคิดว่าเป็นความผิดพลาด ลองออกจากระบบแล้วเข้าสู่ระบบด้วยบัญชีที่ได้รับสิทธิ์",
  },
  401: {
    title: "กรุณาเข้าสู่ระบบ",
    text: "หน้านี้ต้องเข้าสู่ระบบก่อนจึงจะดูได้",
  },
  400: {
    title: "คำขอไม่ถูกต้อง",
    text: "ข้อมูลที่ส่งมาไม่ถูกต้อง ลองตรวจสอบแล้วทำรายการใหม่อีกครั้ง",
  },
  413: {
    title: "ข้อมูลมีขนาดใหญ่เกินไป",
    text: "ข้อมูลที่ส่งมีขนาดใหญ่เกินกว่าที่ระบบรับได้ ลองตัดให้สั้นลงแล้วส่งใหม่อีกครั้ง",
  },
  415: {
    title: "รูปแบบข้อมูลไม่ถูกต้อง",
    text: "ข้อมูลที่ส่งมาไม่ใช่แบบฟอร์มของหน้านี้ ลองกลับไปหน้าก่อนหน้าแล้วส่งจากแบบฟอร์มอีกครั้ง",
  },
  405: {
    title: "ไม่รองรับคำขอนี้",
    text: "หน้านี้ไม่รองรับการทำรายการแบบนี้ ลองกลับไปหน้าก่อนหน้าแล้วทำใหม่อีกครั้ง",
  },
  503: {
    title: "ระบบไม่พร้อมให้บริการชั่วคราว",
    text: "ขออภัย ตอนนี้ระบบกำลังมีปัญหาชั่วคราว ลองใหม่อีกครั้งในอีกสักครู่",
  },
};

const OTHER_ERROR: ErrorCopy = {
  title: "เกิดข้อผิดพลาด",
  text: "ขออภัย ระบบขัดข้องชั่วคราว ลองโหลดหน้านี้ใหม่อีกครั้งในอีกสักครู่",
};

/** The Thai title and explanation of an error status (page and <title> share them). */
export function errorCopy(status: number): ErrorCopy {
  return ERROR_COPY[status] ?? OTHER_ERROR;
}

/** An error page inside the shell: big status, Thai title and text, ways back. */
export function ErrorPage({
  status,
  title,
  children,
  detail,
}: {
  status: number;
  title: string;
  children: ReactNode;
  /** Development only: the error's message and stack. */
  detail?: string;
}) {
  return (
    <section className="container page error-page" aria-labelledby="error-title">
      <p className="error-page__status" aria-hidden="true">
        {status}
      </p>
      <h1 id="error-title" className="error-page__title">
        {title}
      </h1>
      <div className="error-page__text">{children}</div>
      <div className="cluster error-page__actions">
        <Link to={homeUrl()} className="button button--primary">
          กลับหน้าหลัก
        </Link>
        <Link to={dashboardUrl()} className="button button--secondary">
          ไปที่บทเรียน
        </Link>
      </div>
      {detail ? <pre className="error-page__detail">{detail}</pre> : null}
    </section>
  );
}
