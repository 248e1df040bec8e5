import 'server-only';

// The billing module's server API (decision 040): plans and what they allow, a person's plan and invoices, the price
// list and its editing, invoices' payments and refunds, Stripe's webhooks, the finance dashboard's figures (decision 055). Its other files are private.
export { assertPlanAllows, planAllows, planLimitOf } from './entitlements';
export { getBillingOverview, type BillingOverview } from './subscriptions';
export { getInvoice, markInvoicePaid, refundInvoice, type InvoiceView } from './invoices';
export { listPlanOffers, savePlanPrices, type PlanOffer } from './prices';
export { handleStripeWebhook, stripeWebhookConfigured } from './stripe';
export { getInvoicePdf } from './invoice-download';
export { listFinanceInvoices, listFinanceSubscriptions, readFinanceFigures, type FinanceListFilters, type InvoiceListRow, type SubscriptionListRow } from './finance-figures';
export { INVOICE_STATUSES, PAID_PLANS, SUBSCRIPTION_STATUSES } from './plans';
