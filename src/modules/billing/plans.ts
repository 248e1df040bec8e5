/*
 * The plans (decision 040), as client forms and pages show them: no server code here. Free is what every account
 * has; a parent's paid plan is Family, a tutor's is Classroom. A child has no plan: learning is free.
 */

export const PAID_PLANS = ['family', 'classroom'] as const;
export type PaidPlan = (typeof PAID_PLANS)[number];
export type Plan = 'free' | PaidPlan;

export const BILLING_PERIODS = ['month', 'year'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

export const PAYMENT_PROVIDERS = ['manual', 'stripe'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'past_due', 'canceled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const INVOICE_STATUSES = ['open', 'paid', 'refunded', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** The paid plan each role may buy; other roles have none. */
export const PLAN_FOR_ROLE: Partial<Record<string, PaidPlan>> = { parent: 'family', tutor: 'classroom' };

/** What a plan allows where plans differ. Everything else (lessons, the simulator, the journal, reports on screen) is free. */
export interface Entitlements {
  plan: Plan;
  /** Children a parent may link or create. */
  maxChildren: number;
  /** Classes a tutor may run. */
  maxClasses: number;
  /** The weekly report by e-mail, and a report as a PDF. */
  emailReports: boolean;
  pdfReports: boolean;
  /** Assignments given to a class, and the class progress export. */
  assignments: boolean;
  classExport: boolean;
}

export const FREE_ENTITLEMENTS: Entitlements = { plan: 'free', maxChildren: 1, maxClasses: 2, emailReports: false, pdfReports: false, assignments: false, classExport: false };

export const PLAN_ENTITLEMENTS: Record<PaidPlan, Entitlements> = {
  family: { ...FREE_ENTITLEMENTS, plan: 'family', maxChildren: 6, emailReports: true, pdfReports: true },
  classroom: { ...FREE_ENTITLEMENTS, plan: 'classroom', maxClasses: 30, assignments: true, classExport: true },
};

/** Days to pay an invoice by transfer, and the days past that before an unpaid subscription ends. */
export const INVOICE_DUE_DAYS = 14;
export const PAST_DUE_GRACE_DAYS = 30;
