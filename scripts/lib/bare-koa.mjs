// The baseline of scripts/bench-api.ts: a bare Koa process whose one handler answers a small JSON
// object. It prints the address it listens on.
import Koa from 'koa';

const app = new Koa();
app.use((ctx) => {
  ctx.body = { object: 'ping', ok: true };
});
const server = app.listen(0, '127.0.0.1', () => console.log(`bare koa listening on http://127.0.0.1:${server.address().port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
