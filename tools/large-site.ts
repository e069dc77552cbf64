// `npm run large-site -- --specialties 600 --out DIR`: writes the large fixture site (tests/fixtures/sites/large.ts)
// into DIR, to build and measure: npm run build -- --site DIR/site.yaml --out DIR/dist.
import { parseArgs } from 'node:util';
import { writeLargeSite } from '../tests/fixtures/sites/large.ts';

const { values } = parseArgs({ options: { specialties: { type: 'string', default: '300' }, out: { type: 'string' } } });
const count = Number(values.specialties);
if (!values.out || !Number.isInteger(count) || count < 0) {
  console.error('Usage: npm run large-site -- --specialties 600 --out DIR');
  process.exit(2);
}
console.log(`Wrote ${writeLargeSite(values.out, count)} with ${count} more specialties than the spec's site.`);
