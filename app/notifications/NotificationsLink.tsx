import { Icon } from "~/ui/shell/Icon";
import { Link } from "~/ui/Link";
import { NOTIFY } from "./messages";
import { notificationsUrl } from "./urls";

/**
 * The top bar's link to the notifications, with the unread count as a badge
 * (none at 0, or when the count could not be read). Always in the bar, phones
 * too: a bell and the badge, the word for screen readers and as the tooltip
 * (`title`); its accessible name says the count: "การแจ้งเตือน 3 รายการที่ยังไม่อ่าน".
 */
export function NotificationsLink({ unread }: { unread: number | null }) {
  const count = unread && unread > 0 ? unread : 0;
  return (
    <Link to={notificationsUrl()} className="notif-link" id="notif-link" title={NOTIFY.title}>
      <Icon name="bell" size={22} className="notif-link__icon" />
      <span className="visually-hidden">{NOTIFY.title}</span>
      {count > 0 ? (
        <>
          <span className="notif-link__badge" aria-hidden="true">
            {count > 99 ? "99+" : count}
          </span>
          <span className="visually-hidden"> {NOTIFY.unread(count)}</span>
        </>
      ) : null}
    </Link>
  );
}
