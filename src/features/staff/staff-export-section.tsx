/**
 * Exports on the admin's staff page (specification §7: shop/export): the
 * newsletter's confirmed addresses, and the orders of a period, as CSV files
 * a Dutch spreadsheet opens. Downloads change nothing, so a link and a GET form.
 */
import fields from "@/components/layout/plain-form.module.css";

import { SHOP_EXPORT_ENDPOINT, STAFF_COPY as COPY } from "./copy";
import styles from "./staff.module.css";

export function StaffExportSection({ from, to }: { from: string; to: string }) {
  return (
    <section className={styles.section} aria-labelledby="exporteren">
      <h2 id="exporteren">{COPY.exportTitle}</h2>
      <p>{COPY.exportIntro}</p>
      <p>
        <a className={styles.downloadLink} href={`${SHOP_EXPORT_ENDPOINT}?dataset=newsletter-subscribers`} download>
          {COPY.exportNewsletter}
        </a>
      </p>
      <form className={fields.form} action={SHOP_EXPORT_ENDPOINT} method="get">
        <input type="hidden" name="dataset" value="orders" />
        <h3 className={styles.formTitle}>{COPY.exportOrders}</h3>
        <div className={styles.dateRange}>
          <span>
            <label className={fields.label} htmlFor="export-from">
              {COPY.exportFrom}
            </label>
            <input className={fields.input} id="export-from" name="from" type="date" defaultValue={from} required />
          </span>
          <span>
            <label className={fields.label} htmlFor="export-to">
              {COPY.exportTo}
            </label>
            <input className={fields.input} id="export-to" name="to" type="date" defaultValue={to} required />
          </span>
        </div>
        <div>
          <button className={fields.button} type="submit">
            {COPY.exportDownload}
          </button>
        </div>
      </form>
    </section>
  );
}
