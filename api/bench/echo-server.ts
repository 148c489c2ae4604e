import express from 'express';

/**
 * The framework's ceiling on this machine: bare Express 5 parsing a JSON body and echoing it, with nothing else
 * (no logging, headers, rate limit, validation or storage). Started by api-bench.ts on PORT.
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
app.listen(Number(process.env.PORT), '127.0.0.1');
