// The API suite on PostgreSQL (jest.config.js, project api-postgres).
process.env.TEST_DB_ENGINE = 'postgres';
process.env.SCRYPT_LOG2_N = '10';
process.env.LOG_LEVEL = process.env.TEST_LOG_LEVEL ?? 'silent';
