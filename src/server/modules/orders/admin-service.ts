import type {
  AdminOrder,
  AdminOrderActionResponse,
  AdminOrderListQuery,
  AdminOrderListResponse,
  AdminRefundRequest,
  ReportState,
} from '../../../shared/contracts/admin-orders';
import { formatKronorExact } from '../../../shared/domain/money';
import { orderLine } from '../../../shared/domain/pricing';
import type { ServiceDeps } from '../../deps';
import { HttpError } from '../../http-error';
import { brandOf } from '../../mail/layout';
import { queueMail } from '../../mail/queue';
import { AUDIT_SUMMARIES } from '../audit/messages';
import { recordAdminChange, type AuditActor } from '../audit/service';
import { findUser } from '../auth/service';
import { releaseDiscount } from '../discounts/service';
import { adminOrderRepository, type AdminOrderRow } from './admin-repository';
import { creditNoteMail, type CreditNoteRow } from './credit-note';
import { ORDER_ADMIN_MESSAGES as M } from './messages';
import { orderRepository, PAID, PROVIDER_CALL_STALE_MS, type OrderRow } from './repository';
import { OUTCOME_CHECK, OUTCOME_UNKNOWN } from './service';

type ListDeps = Pick<ServiceDeps, 'db' | 'jobs'>;
type ActionDeps = Pick<ServiceDeps, 'db' | 'jobs' | 'payments' | 'config'>;

/** The report state of each paid order of the rows (decision 0038: none, pending, ready, failed). */
async function reportStates(deps: ListDeps, rows: OrderRow[]): Promise<Map<string, ReportState>> {
  const sold = rows.filter((o) => o.assessmentId && (PAID.includes(o.status) || o.status === 'refunded'));
  const ids = [...new Set(sold.map((o) => o.assessmentId!))];
  const repo = adminOrderRepository(deps.db);
  const ready = await repo.withFullReport(ids);
  const queued = await deps.jobs.queuedFor('generateReport', 'assessmentId', ids, { db: deps.db });
  const states = new Map<string, ReportState>();
  for (const o of rows) {
    const a = o.assessmentId;
    if (!a || !(PAID.includes(o.status) || o.status === 'refunded')) states.set(o.id, 'none');
    else if (ready.has(a)) states.set(o.id, 'ready');
    else if (queued.has(a)) states.set(o.id, 'pending');
    else states.set(o.id, o.status === 'refunded' ? 'none' : 'failed');
  }
  return states;
}

function creditNoteView(note: CreditNoteRow): NonNullable<AdminOrder['creditNote']> {
  return {
    id: note.id,
    creditNoteNumber: note.creditNoteNumber,
    total: note.totalOre,
    vat: note.vatOre,
    reason: note.reason,
    createdAt: note.createdAt.toISOString(),
  };
}

async function views(deps: ListDeps, rows: AdminOrderRow[]): Promise<AdminOrder[]> {
  const states = await reportStates(
    deps,
    rows.map((r) => r.order),
  );
  const notes = await adminOrderRepository(deps.db).creditNotesOf(rows.map((r) => r.order.id));
  return rows.map(({ order: o, customer }) => {
    const note = notes.find((n) => n.orderId === o.id);
    return {
      id: o.id,
      orderNumber: o.orderNumber,
      receiptNumber: o.receiptNumber,
      status: o.status,
      customer,
      productName: o.productName,
      createdAt: o.createdAt.toISOString(),
      paidAt: o.paidAt?.toISOString() ?? null,
      refundedAt: o.refundedAt?.toISOString() ?? null,
      cancelledAt: o.cancelledAt?.toISOString() ?? null,
      listPrice: o.listPriceOre,
      total: o.totalOre,
      vat: o.vatOre,
      vatRateBp: o.vatRateBp,
      discount: o.discountOre > 0 || o.discountCode ? { code: o.discountCode, amount: o.discountOre } : null,
      provider: o.provider,
      providerReference: o.providerOrderId,
      paymentOutcome: o.failureReason === OUTCOME_CHECK ? 'check' : o.failureReason === OUTCOME_UNKNOWN ? 'reconciling' : null,
      reportState: states.get(o.id) ?? 'none',
      creditNote: note ? creditNoteView(note) : null,
    };
  });
}

/** GET /api/admin/orders: one page of the matching orders, newest first, and how many match. */
export async function listAdminOrders(deps: ListDeps, query: AdminOrderListQuery): Promise<AdminOrderListResponse> {
  const { total, rows } = await adminOrderRepository(deps.db).list(query, (query.page - 1) * query.pageSize, query.pageSize);
  return { orders: await views(deps, rows), total, page: query.page, pageSize: query.pageSize };
}

async function orderView(deps: ListDeps, id: string): Promise<AdminOrder> {
  const row = await adminOrderRepository(deps.db).byId(id);
  if (!row) throw HttpError.notFound(M.notFound);
  const [view] = await views(deps, [row]);
  return view!;
}

/**
 * POST /api/admin/orders/:id/retry-report: a paid order whose report failed or is missing gets its
 * report job again. Under the order's lock, so two at once queue one job: the second finds it.
 */
export async function retryOrderReport(deps: ActionDeps, actor: AuditActor, id: string): Promise<AdminOrderActionResponse> {
  const order = await deps.db.transaction(async (tx) => {
    const row = await orderRepository(tx).lock(id);
    if (!row) throw HttpError.notFound(M.notFound);
    if (!PAID.includes(row.status)) throw HttpError.conflict(M.retryNotPaid);
    if (!row.assessmentId) throw HttpError.conflict(M.retryNoAssessment);
    if ((await adminOrderRepository(tx).withFullReport([row.assessmentId])).size) throw HttpError.conflict(M.reportReady);
    if ((await deps.jobs.queuedFor('generateReport', 'assessmentId', [row.assessmentId], { db: tx })).size) throw HttpError.conflict(M.reportPending);
    await deps.jobs.send('generateReport', { assessmentId: row.assessmentId }, { db: tx });
    await recordAdminChange(deps, tx, {
      actor,
      action: 'order.retry_report',
      subjectType: 'order',
      subjectId: row.id,
      summary: AUDIT_SUMMARIES.orderReportRetried(row.orderNumber),
    });
    return row;
  });
  deps.jobs.wake('generateReport');
  return { order: await orderView(deps, id), message: M.retried(order.orderNumber) };
}

/** Why an order in this status cannot be cancelled (null: it can). */
function cancelRefusal(status: OrderRow['status']): string | null {
  if (status === 'created' || status === 'authorized') return null;
  if (status === 'refunded') return M.alreadyRefunded;
  if (status === 'cancelled' || status === 'failed') return M.alreadyCancelled;
  return M.cancelPaid;
}

/** The cancellation's own writes, in `tx`: the order cancelled, its held payment ended, its code's use released, the audit entry. */
async function recordCancelled(deps: ActionDeps, tx: ServiceDeps['db'], actor: AuditActor, order: OrderRow, from: 'created' | 'authorized'): Promise<boolean> {
  const repo = orderRepository(tx);
  const row = await repo.transition(order.id, [from], 'cancelled', {
    cancelledAt: new Date(),
    providerCallAt: null,
    failureReason: 'cancelled_by_admin',
  });
  if (!row) return false;
  const held = await repo.pendingAttempt(order.id);
  if (held) await repo.finishAttempt(held.id, 'declined', { error: 'cancelled by an admin' });
  await releaseDiscount({ db: tx }, order.id);
  await recordAdminChange(deps, tx, {
    actor,
    action: 'order.cancel',
    subjectType: 'order',
    subjectId: order.id,
    summary: AUDIT_SUMMARIES.orderCancelled(order.orderNumber),
  });
  return true;
}

/**
 * POST /api/admin/orders/:id/cancel: an unpaid order is cancelled. A made order (no payment yet)
 * at once, under its lock; one whose payment the provider holds for review is released there first
 * (the order claimed meanwhile, so the provider is asked once), and nothing changes if it fails.
 */
export async function cancelOrder(deps: ActionDeps, actor: AuditActor, id: string): Promise<AdminOrderActionResponse> {
  const claimed = await deps.db.transaction(async (tx) => {
    const repo = orderRepository(tx);
    const row = await repo.lock(id);
    if (!row) throw HttpError.notFound(M.notFound);
    const refusal = cancelRefusal(row.status);
    if (refusal) throw HttpError.conflict(refusal);
    if (row.providerCallAt && row.providerCallAt.getTime() > Date.now() - PROVIDER_CALL_STALE_MS) throw HttpError.conflict(M.cancelInProgress);
    if (row.status === 'created') {
      // A buyer's payment in flight is decided first (it holds the order's lock while it is recorded).
      if (await repo.paymentStarted(row.id)) throw HttpError.conflict(M.paymentRunning);
      await recordCancelled(deps, tx, actor, row, 'created');
      return null;
    }
    if (row.provider !== deps.payments.name) throw HttpError.conflict(M.otherProvider);
    // Klarna may have taken the money: not while the reconcile job still asks (decision 0047). Once
    // held for a check (`check`), the admin cancels after looking the payment up in Klarna's portal.
    if (row.failureReason === OUTCOME_UNKNOWN) throw HttpError.conflict(M.paymentOutcomeUnknown);
    return adminOrderRepository(tx).claimProviderCall(row.id, ['authorized'], new Date(Date.now() - PROVIDER_CALL_STALE_MS));
  });
  if (claimed) {
    try {
      if (claimed.providerOrderId) await deps.payments.voidOrder(claimed.providerOrderId);
      else if (claimed.authorizationToken) await deps.payments.cancelAuthorization(claimed.authorizationToken);
    } catch {
      await adminOrderRepository(deps.db).releaseProviderCall(claimed.id);
      throw HttpError.badGateway(M.cancelFailed);
    }
    const done = await deps.db.transaction(async (tx) => {
      const row = await orderRepository(tx).lock(id);
      return row ? recordCancelled(deps, tx, actor, row, 'authorized') : false;
    });
    // The review ended (paid) while the provider was asked: the order stands as the payment left it,
    // and the admin is told to look at it at the provider (which may have given the money back).
    if (!done) {
      await adminOrderRepository(deps.db).releaseProviderCall(claimed.id);
      throw HttpError.conflict(M.paidWhileCancelling);
    }
  }
  const order = await orderView(deps, id);
  return { order, message: M.cancelled(order.orderNumber) };
}

/**
 * POST /api/admin/orders/:id/refund: a paid order given back in full through its provider, then
 * its credit note (own gapless number) made and mailed, and the order refunded, in one
 * transaction. The order is claimed first, so two refunds at once make one provider call and one
 * credit note; a provider failure releases it with nothing recorded (decision 0038).
 */
export async function refundOrder(deps: ActionDeps, actor: AuditActor, id: string, input: AdminRefundRequest): Promise<AdminOrderActionResponse> {
  const claimed = await deps.db.transaction(async (tx) => {
    const row = await orderRepository(tx).lock(id);
    if (!row) throw HttpError.notFound(M.notFound);
    if (row.status === 'refunded') throw HttpError.conflict(M.alreadyRefunded);
    if (!PAID.includes(row.status)) throw HttpError.conflict(M.refundNotPaid);
    if (row.totalOre > 0 && row.provider !== deps.payments.name) throw HttpError.conflict(M.otherProvider);
    if (row.totalOre > 0 && !row.providerOrderId) throw HttpError.conflict(M.noProviderOrder);
    const claim = await adminOrderRepository(tx).claimProviderCall(row.id, PAID, new Date(Date.now() - PROVIDER_CALL_STALE_MS));
    if (!claim) throw HttpError.conflict(M.refundInProgress);
    return claim;
  });

  let refundId: string | null = null;
  if (claimed.totalOre > 0) {
    try {
      const made = await deps.payments.refund(claimed.providerOrderId!, {
        amountOre: claimed.totalOre,
        orderLines: [orderLine({ ...claimed, reference: claimed.productId ?? 'ryggrapport', name: claimed.productName })],
        description: `Återbetalning av order ${claimed.orderNumber}`,
        // One key per order: a retry after a lost answer, or a claim taken over, refunds once.
        idempotencyKey: `admin-refund-${claimed.id}`,
      });
      refundId = made.refundId;
    } catch {
      await adminOrderRepository(deps.db).releaseProviderCall(claimed.id);
      throw HttpError.badGateway(M.refundFailed);
    }
  }

  const { note, mailed } = await deps.db.transaction(async (tx) => {
    const repo = adminOrderRepository(tx);
    const row = await orderRepository(tx).transition(claimed.id, PAID, 'refunded', { refundedAt: new Date(), providerCallAt: null });
    if (!row) throw new Error(`refund: order ${claimed.orderNumber} left paid while it was claimed`);
    const note = await repo.insertCreditNote({
      creditNoteNumber: await repo.nextCreditNoteNumber(),
      orderId: row.id,
      userId: row.userId,
      orderNumber: row.orderNumber,
      receiptNumber: row.receiptNumber ?? 0,
      receiptDate: row.paidAt ?? row.createdAt,
      productName: row.productName,
      totalOre: -row.totalOre,
      vatOre: -row.vatOre,
      vatRateBp: row.vatRateBp,
      listPriceOre: row.listPriceOre,
      discountCode: row.discountCode,
      discountOre: row.discountOre,
      provider: row.provider,
      providerRefundId: refundId,
      reason: input.reason?.trim() || null,
      createdBy: actor?.id ?? null,
    });
    const amount = formatKronorExact(row.totalOre);
    await recordAdminChange(deps, tx, {
      actor,
      action: 'order.refund',
      subjectType: 'order',
      subjectId: row.id,
      summary: AUDIT_SUMMARIES.orderRefunded(row.orderNumber, note.creditNoteNumber, amount),
    });
    const owner = row.userId ? await findUser({ db: tx }, row.userId) : undefined;
    if (owner) await queueMail(deps, tx, creditNoteMail({ to: owner.email, name: owner.name, note, seller: deps.config.company }, brandOf(deps.config)));
    return { note, mailed: !!owner };
  });
  deps.jobs.wake('sendMail');
  const order = await orderView(deps, id);
  const amount = formatKronorExact(-note.totalOre);
  return { order, message: (mailed ? M.refunded : M.refundedNoMail)(order.orderNumber, amount, note.creditNoteNumber) };
}
