import os from 'node:os';
import path from 'node:path';

// The API suite on the embedded engine (jest.config.js, project api-sqlite).
process.env.TEST_DB_ENGINE = 'sqlite';
process.env.SCRYPT_LOG2_N = '10';
process.env.LOG_LEVEL = process.env.TEST_LOG_LEVEL ?? 'silent';
// Pictures staff upload (media-dir.ts) go to the temp folder, never to the checkout's data/.
process.env.MEDIA_DIR = path.join(os.tmpdir(), 'dp-test-media');
