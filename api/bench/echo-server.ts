import express from 'express';
import { createExpressServer } from '../src/libraries/http/express-server';

/**
 * The framework's ceiling on this machine: bare Express 5 parsing a JSON body and echoing it, with nothing else
 * (no logging, headers, rate limit, validation or storage). Started by api-bench.ts on PORT: as Express's own
 * app.listen() serves it, or with ECHO_SERVER=express-server through the API's own server (createExpressServer).
 */
const app = express();
app.disable('x-powered-by');
app.use(express.json({ limit: '100kb' }));
app.get('/api/health', (_req, res) => {
  res.json({ status: 'ok' });
});
app.post('/echo', (req, res) => {
  res.status(201).json(req.body);
});
const port = Number(process.env.PORT);
if (process.env.ECHO_SERVER === 'express-server') createExpressServer(app).on('request', app).listen(port, '127.0.0.1');
else app.listen(port, '127.0.0.1');
