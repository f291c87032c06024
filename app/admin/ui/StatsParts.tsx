/** Small parts of the statistics page (routes/admin.stats.tsx): a views column's heading, a number cell, a summary figure. */
import { formatNumber } from "~/platform/thai";

export function ViewsHeading() {
  return (
    <th scope="col" className="numeric">
      การเข้าชม (ครั้ง)
    </th>
  );
}

export function NumberCell({ value }: { value: number }) {
  return (
    <td className="numeric" data-value={value}>
      {formatNumber(value)}
    </td>
  );
}

export function Summary({ id, label, value, note }: { id: string; label: string; value: number; note?: string }) {
  return (
    <div className="stat" data-stat={id}>
      <dt className="stat__label">{label}</dt>
      <dd className="stat__value" data-value={value}>
        {formatNumber(value)}
      </dd>
      {note ? <dd className="stat__note">{note}</dd> : null}
    </div>
  );
}
