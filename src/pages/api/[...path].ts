import { apiEntry } from '@/server/http/api-entry';

/*
 * The whole API (docs/adr/0019-one-api-entry.md): every call of the route table, uploaded
 * pictures and the JSON 404, matched by src/server/http/api-entry.ts. next-auth keeps its own
 * file (auth/[...nextauth].ts), which Next prefers to this one for /api/auth/*.
 * Bodies are read by the routes (JSON, or multipart uploads streamed by read-upload.ts), and
 * pictures may be larger than Next's response warning.
 */
export const config = { api: { bodyParser: false, responseLimit: false } };
export default apiEntry;
