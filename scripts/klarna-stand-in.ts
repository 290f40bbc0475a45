// A local Klarna Payments API and browser SDK (tests/support/klarna-stand-in.ts) as a
// process of its own: the browser tests run the app in Klarna mode against it, and it serves as a
// local playground: PAYMENT_PROVIDER=klarna KLARNA_API_URL=http://127.0.0.1:3215
// KLARNA_SDK_URL=http://127.0.0.1:3215/kp/lib/v1/api.js KLARNA_USERNAME=… KLARNA_PASSWORD=… npm start
// Usage: tsx scripts/klarna-stand-in.ts [port]   (KLARNA_USERNAME / KLARNA_PASSWORD, default stand-in/stand-in)
import { startKlarnaStandIn } from '../tests/support/klarna-stand-in';

const port = Number(process.argv[2] ?? 3215);
const standIn = await startKlarnaStandIn({ port, username: process.env.KLARNA_USERNAME ?? 'stand-in', password: process.env.KLARNA_PASSWORD ?? 'stand-in' });
console.log(`Klarna stand-in at ${standIn.url}`);
const stop = () => void standIn.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
