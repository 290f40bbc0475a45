import { simpleParser } from 'mailparser';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reports } from '../../db/schema';
import { bearer, signUp } from '../../../../tests/support/accounts';
import { completeAs, readPdf, sampleAnswers } from '../../../../tests/support/reports';
import { useTestApp } from '../../../../tests/support/test-app';
import { payWithTestProvider } from '../../../../tests/support/payments';

const t = useTestApp({ seed: true });

/** The report's own reference ("RK-261125-7QX2MB"), which the customer is never given. */
const REPORT_REFERENCE = /RK-\d{6}-[A-Z0-9]{6}/;

describe('one number per thing the customer holds (issue 17 §7)', () => {
  it('the confirmation, the report mail, the receipt and the report cover carry the same order number', { timeout: 90_000 }, async () => {
    const lena = await signUp(t, 'lena.holm@example.se', 'hemligt123', 'Lena Holm');
    const id = await completeAs(t, lena.token, sampleAnswers('forsta-gangen'));
    const paid = await payWithTestProvider(t, lena.token, id);

    // What the payment result page shows.
    const confirmation = await t.app.inject({ method: 'GET', url: `/api/orders/${paid.order_id}`, headers: bearer(lena.token) });
    expect(confirmation.statusCode, confirmation.body).toBe(200);
    const order = confirmation.json() as { orderNumber: number; receiptNumber: number | null };
    expect(order.orderNumber).toBe(paid.orderNumber);
    expect(order.receiptNumber).not.toBeNull();
    const { orderNumber, receiptNumber } = order;

    await t.jobs.send('generateReport', { assessmentId: id });
    const mails = (await Promise.all((await t.outbox()).map((m) => simpleParser(m)))).filter(
      (m) => m.subject === 'Din ryggrapport från Ryggkollen är klar' && JSON.stringify(m.to).includes('lena.holm@example.se'),
    );
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    // The mail's text names the order number; its receipt names both, each labelled.
    expect(mail.text).toContain(`Här kommer din personliga ryggrapport (ordernummer ${orderNumber}).`);
    expect(mail.text).toMatch(new RegExp(`^Ordernummer:\\s+${orderNumber}$`, 'm'));
    expect(mail.text).toMatch(new RegExp(`^Kvittonummer:\\s+${receiptNumber}$`, 'm'));
    expect(mail.html).toContain(`(ordernummer ${orderNumber})`);
    expect(`${mail.text}${mail.html}`).not.toMatch(REPORT_REFERENCE);
    expect(`${mail.text}`).not.toMatch(/rapportnummer/i);

    // The attached report: "Ordernummer" on the cover with the same number, and no other number to quote.
    const { text, info } = readPdf(mail.attachments[0]!.content);
    const cover = text.split('Innehåll')[0]!;
    expect(cover).toMatch(/Ordernummer/);
    expect(cover).toContain(String(orderNumber));
    expect(text).not.toMatch(REPORT_REFERENCE);
    expect(text).not.toMatch(/Rapportnummer|Kvittonummer/i);
    expect(info).toMatch(new RegExp(`Subject:\\s+Ordernummer ${orderNumber}`));
    // The stored row keeps its own reference for support; it is not printed.
    const [row] = await t.database.db.select().from(reports).where(eq(reports.assessmentId, id));
    expect(row!.reportNumber).toMatch(REPORT_REFERENCE);
    expect(text).not.toContain(row!.reportNumber);
  });

  it('the preview (nothing bought yet) carries no number: it says "Förhandsvisning" and the date', { timeout: 60_000 }, async () => {
    const per = await signUp(t, 'per.ek@example.se', 'hemligt123', 'Per Ek');
    const id = await completeAs(t, per.token, sampleAnswers('ischias'));
    const res = await t.app.inject({ method: 'POST', url: '/api/generate-preview', headers: bearer(per.token), payload: { assessmentId: id } });
    expect(res.statusCode, res.body).toBe(200);
    const { text } = readPdf(res.rawPayload);
    expect(text).toMatch(/Förhandsvisning för Per Ek · \d{1,2} \p{L}+ \d{4}/u);
    expect(text).not.toMatch(REPORT_REFERENCE);
    expect(text).not.toMatch(/Ordernummer|Rapportnummer|Kvittonummer/i);
  });
});
