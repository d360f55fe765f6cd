// The API suite on the embedded engine (jest.config.js, project api-sqlite).
process.env.TEST_DB_ENGINE = 'sqlite';
process.env.SCRYPT_LOG2_N = '10';
process.env.LOG_LEVEL = process.env.TEST_LOG_LEVEL ?? 'silent';
