import type { Role } from '@/lib/constants';

/** Demo accounts, one per role (README lists them). Change or block them before real use. */
export const DEMO_ACCOUNTS: ReadonlyArray<{ role: Role; email: string; password: string; firstName: string; lastName: string }> = [
  { role: 'admin', email: 'admin@academy.local', password: 'academy-admin', firstName: 'Ada', lastName: 'Admin' },
  { role: 'parent', email: 'parent@academy.local', password: 'academy-parent', firstName: 'Priya', lastName: 'Parent' },
  { role: 'tutor', email: 'tutor@academy.local', password: 'academy-tutor', firstName: 'Theo', lastName: 'Tutor' },
  { role: 'child', email: 'child@academy.local', password: 'academy-child', firstName: 'Charlie', lastName: 'Child' },
];

/** Prices in USD: [symbol, company, current, opening]. Opening prices differ a little so the ticker has movers. */
export const SEED_STOCKS: ReadonlyArray<readonly [string, string, string, string]> = [
  ['AAPL', 'Apple', '229.87', '226.10'],
  ['MSFT', 'Microsoft', '417.14', '421.55'],
  ['GOOGL', 'Alphabet', '168.42', '165.90'],
  ['AMZN', 'Amazon', '186.51', '183.20'],
  ['NVDA', 'NVIDIA', '128.30', '121.75'],
  ['META', 'Meta Platforms', '512.96', '520.10'],
  ['TSLA', 'Tesla', '248.50', '259.80'],
  ['NFLX', 'Netflix', '689.12', '681.00'],
  ['DIS', 'Walt Disney', '92.18', '90.40'],
  ['NKE', 'Nike', '81.25', '83.10'],
  ['SBUX', 'Starbucks', '96.40', '95.85'],
  ['KO', 'Coca-Cola', '69.84', '69.50'],
  ['PEP', 'PepsiCo', '170.22', '171.05'],
  ['MCD', "McDonald's", '294.60', '291.30'],
  ['WMT', 'Walmart', '80.15', '79.20'],
  ['COST', 'Costco', '887.40', '879.95'],
  ['TGT', 'Target', '151.73', '155.20'],
  ['HD', 'Home Depot', '386.90', '384.25'],
  ['LEGO', 'Brick Builders Co.', '42.50', '41.10'],
  ['MTTL', 'Mattel', '19.32', '18.95'],
  ['HAS', 'Hasbro', '64.77', '66.02'],
  ['RBLX', 'Roblox', '44.28', '41.90'],
  ['EA', 'Electronic Arts', '149.35', '147.80'],
  ['NTDOY', 'Nintendo', '13.41', '13.10'],
  ['SONY', 'Sony Group', '19.86', '20.30'],
  ['SPOT', 'Spotify', '374.10', '366.45'],
  ['ABNB', 'Airbnb', '131.66', '135.00'],
  ['UBER', 'Uber', '71.92', '70.15'],
  ['V', 'Visa', '286.05', '284.40'],
  ['MA', 'Mastercard', '498.77', '495.10'],
  ['JPM', 'JPMorgan Chase', '211.44', '209.80'],
  ['BAC', 'Bank of America', '39.52', '40.05'],
  ['JNJ', 'Johnson & Johnson', '158.91', '157.60'],
  ['PFE', 'Pfizer', '28.74', '29.40'],
  ['XOM', 'ExxonMobil', '117.25', '119.90'],
  ['CVX', 'Chevron', '150.62', '152.30'],
  ['BA', 'Boeing', '155.38', '162.10'],
  ['F', 'Ford', '10.87', '11.20'],
  ['GM', 'General Motors', '49.96', '48.70'],
  ['INTC', 'Intel', '22.41', '23.85'],
  ['AMD', 'AMD', '152.30', '146.20'],
  ['ADBE', 'Adobe', '505.18', '498.60'],
  ['CRM', 'Salesforce', '287.95', '283.10'],
  ['PYPL', 'PayPal', '72.63', '70.40'],
];

/** Seeded exchange rates: units of each currency per US dollar, and the day they were taken (admins edit them). */
export const SEED_EXCHANGE_RATES: ReadonlyArray<{ currency: string; ratePerUsd: string; asOf: string }> = [
  { currency: 'USD', ratePerUsd: '1', asOf: '2026-11-20' },
  { currency: 'EUR', ratePerUsd: '0.92', asOf: '2026-11-20' },
  { currency: 'GBP', ratePerUsd: '0.79', asOf: '2026-11-20' },
  { currency: 'SGD', ratePerUsd: '1.34', asOf: '2026-11-20' },
  { currency: 'INR', ratePerUsd: '83.25', asOf: '2026-11-20' },
  { currency: 'JPY', ratePerUsd: '151.4', asOf: '2026-11-20' },
  { currency: 'AUD', ratePerUsd: '1.53', asOf: '2026-11-20' },
];
