import { readRow } from './row';

// Rendered per request, like the product's pages.
export const dynamic = 'force-dynamic';

export default async function FloorPage() {
  const row = await readRow();
  return (
    <main>
      <h1>{row.title}</h1>
      <p>Row {row.id}, read at {row.at}.</p>
    </main>
  );
}
