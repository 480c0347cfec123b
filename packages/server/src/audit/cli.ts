import { ConfigError, loadStorageConfig } from '../config.js';
import { DataDirInUseError } from '../lib/data-dir/lock.js';
import { AuditVerifyError, describeReport, verifyAuditChain } from './verify.js';

/** `npm run audit:verify`: walks the audit log's hash chain; exit 0 when intact, 1 at the first break. */
async function main(): Promise<number> {
  const report = await verifyAuditChain(loadStorageConfig(process.env));
  (report.ok ? process.stdout : process.stderr).write(`${describeReport(report)}\n`);
  return report.ok ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known = [AuditVerifyError, ConfigError, DataDirInUseError].some((type) => error instanceof type);
    console.error(known ? (error as Error).message : error);
    process.exit(2);
  },
);
