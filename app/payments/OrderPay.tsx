/**
 * Paying an order from the phone that shows it (routes/orders.$id.tsx, issue 42): the amount
 * large, the QR as a picture (a long press saves it) with "บันทึกรูป QR", the PromptPay number
 * to copy (ui/CopyField.tsx: the copy island shows its button; without JavaScript the number is
 * there to select), how to pay in three lines, then the slip form with "ออกใบเสร็จในนาม".
 */
import { Form } from "@remix-run/react";
import { uploadForm } from "~/files/index";
import { CopyField } from "~/ui/CopyField";
import { FileField, TextField } from "~/ui/Field";
import { ORDER, PAY } from "./messages";
import { PAYER_NAME_MAX } from "./payer-name";

interface QrPicture {
  src: string;
  file: string;
  width: number;
  height: number;
  /** The QR square's height at the top of the picture: the part the page shows. */
  square: number;
}

/** The QR with the amount above it, the picture's save link, the recipient and until when. */
export function QrCard(props: { qr: QrPicture; amount: string; recipient: string; payBy: string | null; promptPay: { digits: string; label: string } | null }) {
  return (
    <section className="card pay-qr stack" aria-labelledby="qr-title">
      <h2 id="qr-title" className="pay-qr__title">{ORDER.scan}</h2>
      <p className="pay-amount">
        <span className="visually-hidden">{PAY.amount} </span>
        {props.amount}
      </p>
      <img
        src={props.qr.src}
        alt={ORDER.qrAlt(props.amount)}
        width={props.qr.width}
        height={props.qr.height}
        className="pay-qr__picture"
        style={{ aspectRatio: `${props.qr.width} / ${props.qr.square}` }}
      />
      <p className="pay-qr__save">
        <a href={props.qr.src} download={props.qr.file} className="button button--primary">
          {PAY.saveQr}
        </a>
      </p>
      <p className="text-muted pay-qr__hint">{PAY.saveHint}</p>
      <p>
        {ORDER.recipient}: <strong>{props.recipient}</strong>
      </p>
      {props.payBy ? <p className="pay-qr__by">{ORDER.payBy(props.payBy)}</p> : null}
      {props.promptPay ? (
        <div className="pay-qr__number">
          <CopyField id="promptpay-number" label={props.promptPay.label} value={props.promptPay.digits} copy={PAY.copy} copied={PAY.copied} testId="promptpay-number" />
        </div>
      ) : null}
    </section>
  );
}

/** How to pay, three short lines. */
export function HowToPay({ amount }: { amount: string }) {
  return (
    <section aria-labelledby="how-title" className="pay-how">
      <h2 id="how-title">{PAY.stepsTitle}</h2>
      <ol>
        {PAY.steps(amount).map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  );
}

/** The slip form: the picture, and who the receipt is made out to (kept as typed after a refusal). */
export function SlipForm({ payerName, payerError }: { payerName: string; payerError?: string }) {
  return (
    <section className="card stack" aria-labelledby="slip-title">
      <h2 id="slip-title">{ORDER.slipTitle}</h2>
      <Form method="post" encType="multipart/form-data" reloadDocument {...uploadForm("stack")}>
        {/* The name before the file: the reader keeps the fields read before a refused file. */}
        <TextField name="payerName" label={PAY.payerName} hint={PAY.payerHint} value={payerName} error={payerError} maxLength={PAYER_NAME_MAX * 2} />
        <FileField name="file" label={ORDER.slipFile} hint={ORDER.slipHint} accept="image/*" required />
        <div>
          <button type="submit" className="button button--primary">{ORDER.sendSlip}</button>
        </div>
      </Form>
    </section>
  );
}
