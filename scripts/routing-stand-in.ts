// Starts the OSRM stand-in (tests/support/routing-stand-in.ts) for e2e runs against the reference server:
//   node --import tsx scripts/routing-stand-in.ts --port 4310     → ROUTING_URL=http://127.0.0.1:4310
// Answers the mock road distance (great-circle × 1.25), as the storefront's MSW routing handler does.
import { parseArgs } from 'node:util';
import { startRoutingStandIn } from '../tests/support/routing-stand-in';

const { values } = parseArgs({
  options: { port: { type: 'string', default: '0' }, host: { type: 'string' } },
});
const standIn = await startRoutingStandIn({ port: Number(values.port), host: values.host });
console.log(JSON.stringify({ msg: 'routing stand-in listening', url: standIn.url }));
const stop = () => void standIn.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
