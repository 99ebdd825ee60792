// Starts the OSRM stand-in (tests/support/routing-stand-in.ts) for e2e runs against the reference server:
//   node --import tsx scripts/routing-stand-in.ts --port 4310     → ROUTING_URL=http://127.0.0.1:4310
// Answers the mock road distance (great-circle × 1.25), as the storefront's MSW routing handler does.
// `--fail-to=lng,lat`: a route to that place answers 500, so an e2e journey can meet a routing outage
// for one address while every other journey (in parallel, on the same stand-in) gets its distance.
import { parseArgs } from 'node:util';
import { defaultRoutingAnswer, startRoutingStandIn } from '../tests/support/routing-stand-in';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '0' },
    host: { type: 'string' },
    'fail-to': { type: 'string' },
  },
});
const [failLng, failLat] = (values['fail-to'] ?? '').split(',').map(Number);
const near = (a: number, b: number | undefined) => b !== undefined && Math.abs(a - b) < 1e-4;
const standIn = await startRoutingStandIn({
  port: Number(values.port),
  host: values.host,
  answer: (from, to) =>
    near(to.lng, failLng) && near(to.lat, failLat) ? 'fail' : defaultRoutingAnswer(from, to),
});
console.log(JSON.stringify({ msg: 'routing stand-in listening', url: standIn.url }));
const stop = () => void standIn.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
