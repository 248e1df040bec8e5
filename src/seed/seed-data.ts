import type { Role } from '@/lib/constants';

/** Demo accounts, one per role (README lists them). Change or block them before real use. */
export const DEMO_ACCOUNTS: ReadonlyArray<{ role: Role; email: string; password: string; firstName: string; lastName: string }> = [
  { role: 'admin', email: 'admin@academy.local', password: 'academy-admin', firstName: 'Ada', lastName: 'Admin' },
  { role: 'parent', email: 'parent@academy.local', password: 'academy-parent', firstName: 'Priya', lastName: 'Parent' },
  { role: 'tutor', email: 'tutor@academy.local', password: 'academy-tutor', firstName: 'Theo', lastName: 'Tutor' },
  { role: 'child', email: 'child@academy.local', password: 'academy-child', firstName: 'Charlie', lastName: 'Child' },
  // The demo school's admin (decision 061): the demo tutor teaches and the demo child learns in that school.
  { role: 'school_admin', email: 'school@academy.local', password: 'academy-school', firstName: 'Sam', lastName: 'Okafor' },
];

/** The demo tutor's class, holding the demo child (the leaderboard's class scope; decision 014). */
export const DEMO_CLASS_NAME = 'Money Club';
/** The note of the demo class's first assignment (the tutor's voice, as a child reads it). */
export const DEMO_ASSIGNMENT_NOTE = 'Try this one before our next Money Club. Take your time with the quiz!';


/** What a seeded stock is about (its sector is one of STOCK_SECTORS) and its random model (yearly σ, μ). */
export interface SeedStockProfile {
  sector: string;
  description: string;
  volatility: string;
  drift: string;
}

/**
 * Prices in USD: [symbol, company, current, opening, profile]. Opening prices differ a little so the ticker has movers.
 * Volatility and drift are rough yearly figures in the spirit of each company (a steady drinks maker moves less than a
 * games platform), chosen so prices visibly move in class without swinging wildly.
 */
export const SEED_STOCKS: ReadonlyArray<readonly [string, string, string, string, SeedStockProfile]> = [
  ['AAPL', 'Apple', '229.87', '226.10', { sector: 'Technology', description: 'Makes iPhones, iPads and Mac computers.', volatility: '0.28', drift: '0.10' }],
  ['MSFT', 'Microsoft', '417.14', '421.55', { sector: 'Technology', description: 'Makes Windows, Office and the Xbox game console.', volatility: '0.25', drift: '0.09' }],
  ['GOOGL', 'Alphabet', '168.42', '165.90', { sector: 'Technology', description: 'Runs Google Search, YouTube and Android phones.', volatility: '0.30', drift: '0.10' }],
  ['AMZN', 'Amazon', '186.51', '183.20', { sector: 'Shopping', description: 'A giant online shop that delivers parcels to your door.', volatility: '0.32', drift: '0.10' }],
  ['NVDA', 'NVIDIA', '128.30', '121.75', { sector: 'Technology', description: 'Designs the chips that draw video games and power AI.', volatility: '0.55', drift: '0.15' }],
  ['META', 'Meta Platforms', '512.96', '520.10', { sector: 'Technology', description: 'Runs Facebook, Instagram and WhatsApp.', volatility: '0.40', drift: '0.08' }],
  ['TSLA', 'Tesla', '248.50', '259.80', { sector: 'Travel', description: 'Builds electric cars and big home batteries.', volatility: '0.60', drift: '0.05' }],
  ['NFLX', 'Netflix', '689.12', '681.00', { sector: 'Entertainment', description: 'Streams films and series to watch at home.', volatility: '0.40', drift: '0.08' }],
  ['DIS', 'Walt Disney', '92.18', '90.40', { sector: 'Entertainment', description: 'Makes cartoons and films and runs theme parks.', volatility: '0.28', drift: '0.05' }],
  ['NKE', 'Nike', '81.25', '83.10', { sector: 'Sports', description: 'Makes trainers, football boots and sports clothes.', volatility: '0.30', drift: '0.04' }],
  ['SBUX', 'Starbucks', '96.40', '95.85', { sector: 'Food', description: 'Coffee shops that also sell hot chocolate and snacks.', volatility: '0.28', drift: '0.04' }],
  ['KO', 'Coca-Cola', '69.84', '69.50', { sector: 'Food', description: 'Makes Coca-Cola and many other drinks.', volatility: '0.16', drift: '0.04' }],
  ['PEP', 'PepsiCo', '170.22', '171.05', { sector: 'Food', description: 'Makes Pepsi drinks and crisps and other snacks.', volatility: '0.17', drift: '0.04' }],
  ['MCD', "McDonald's", '294.60', '291.30', { sector: 'Food', description: 'Burger and fries restaurants all over the world.', volatility: '0.18', drift: '0.05' }],
  ['WMT', 'Walmart', '80.15', '79.20', { sector: 'Shopping', description: 'Big supermarkets that sell almost everything.', volatility: '0.18', drift: '0.05' }],
  ['COST', 'Costco', '887.40', '879.95', { sector: 'Shopping', description: 'Warehouse shops where members buy in big packs.', volatility: '0.22', drift: '0.08' }],
  ['TGT', 'Target', '151.73', '155.20', { sector: 'Shopping', description: 'Department stores for clothes, toys and groceries.', volatility: '0.30', drift: '0.04' }],
  ['HD', 'Home Depot', '386.90', '384.25', { sector: 'Shopping', description: 'Shops for tools, paint and everything to fix a home.', volatility: '0.24', drift: '0.05' }],
  ['LEGO', 'Brick Builders Co.', '42.50', '41.10', { sector: 'Toys', description: 'A made-up company that makes snap-together building bricks.', volatility: '0.22', drift: '0.06' }],
  ['MTTL', 'Mattel', '19.32', '18.95', { sector: 'Toys', description: 'Makes toy cars, dolls and board games.', volatility: '0.35', drift: '0.03' }],
  ['HAS', 'Hasbro', '64.77', '66.02', { sector: 'Toys', description: 'Makes board games, action figures and play dough.', volatility: '0.32', drift: '0.03' }],
  ['RBLX', 'Roblox', '44.28', '41.90', { sector: 'Games', description: 'An online world where players build and share games.', volatility: '0.60', drift: '0.06' }],
  ['EA', 'Electronic Arts', '149.35', '147.80', { sector: 'Games', description: 'Makes sports video games and other big games.', volatility: '0.28', drift: '0.06' }],
  ['NTDOY', 'Nintendo', '13.41', '13.10', { sector: 'Games', description: 'Makes game consoles and games with famous characters.', volatility: '0.32', drift: '0.06' }],
  ['SONY', 'Sony Group', '19.86', '20.30', { sector: 'Entertainment', description: 'Makes the PlayStation, cameras, music and films.', volatility: '0.30', drift: '0.06' }],
  ['SPOT', 'Spotify', '374.10', '366.45', { sector: 'Entertainment', description: 'An app to listen to music and podcasts.', volatility: '0.45', drift: '0.08' }],
  ['ABNB', 'Airbnb', '131.66', '135.00', { sector: 'Travel', description: 'A website to book homes and rooms for holidays.', volatility: '0.45', drift: '0.05' }],
  ['UBER', 'Uber', '71.92', '70.15', { sector: 'Travel', description: 'An app to call a car ride or get food delivered.', volatility: '0.45', drift: '0.07' }],
  ['V', 'Visa', '286.05', '284.40', { sector: 'Money', description: 'Runs the network that makes card payments work.', volatility: '0.20', drift: '0.07' }],
  ['MA', 'Mastercard', '498.77', '495.10', { sector: 'Money', description: 'Runs a network for paying by card around the world.', volatility: '0.21', drift: '0.07' }],
  ['JPM', 'JPMorgan Chase', '211.44', '209.80', { sector: 'Money', description: 'A very big bank that keeps and lends money.', volatility: '0.24', drift: '0.06' }],
  ['BAC', 'Bank of America', '39.52', '40.05', { sector: 'Money', description: 'A bank where families and companies keep their money.', volatility: '0.28', drift: '0.05' }],
  ['JNJ', 'Johnson & Johnson', '158.91', '157.60', { sector: 'Health', description: 'Makes plasters, medicines and health products.', volatility: '0.16', drift: '0.04' }],
  ['PFE', 'Pfizer', '28.74', '29.40', { sector: 'Health', description: 'Invents and makes medicines and vaccines.', volatility: '0.25', drift: '0.02' }],
  ['XOM', 'ExxonMobil', '117.25', '119.90', { sector: 'Energy', description: 'Finds oil and gas and turns them into fuel.', volatility: '0.26', drift: '0.03' }],
  ['CVX', 'Chevron', '150.62', '152.30', { sector: 'Energy', description: 'Produces oil, gas and fuel for cars and planes.', volatility: '0.26', drift: '0.03' }],
  ['BA', 'Boeing', '155.38', '162.10', { sector: 'Travel', description: 'Builds big passenger planes and spacecraft.', volatility: '0.40', drift: '0.02' }],
  ['F', 'Ford', '10.87', '11.20', { sector: 'Travel', description: 'Builds cars, trucks and electric pickups.', volatility: '0.38', drift: '0.02' }],
  ['GM', 'General Motors', '49.96', '48.70', { sector: 'Travel', description: 'Builds cars and trucks under many brand names.', volatility: '0.35', drift: '0.03' }],
  ['INTC', 'Intel', '22.41', '23.85', { sector: 'Technology', description: 'Makes the computer chips inside many laptops.', volatility: '0.40', drift: '0.00' }],
  ['AMD', 'AMD', '152.30', '146.20', { sector: 'Technology', description: 'Designs computer and game-console chips.', volatility: '0.50', drift: '0.12' }],
  ['ADBE', 'Adobe', '505.18', '498.60', { sector: 'Technology', description: 'Makes apps for drawing, photos and videos.', volatility: '0.32', drift: '0.07' }],
  ['CRM', 'Salesforce', '287.95', '283.10', { sector: 'Technology', description: 'Makes online tools that help companies with customers.', volatility: '0.33', drift: '0.07' }],
  ['PYPL', 'PayPal', '72.63', '70.40', { sector: 'Money', description: 'Lets people pay and send money online.', volatility: '0.40', drift: '0.03' }],
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
