import Fastify from 'fastify';
import { serveToParent } from '../lib/serve-to-parent';

// The baseline: what Fastify alone costs for the same answer, no plugins and no hooks.
const app = Fastify({ logger: false });
app.get('/healthz', async () => ({ status: 'ok' }));
await serveToParent(app);
