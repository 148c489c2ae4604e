import { loadConfig } from '../../config/load-config';
import { closeStorage, openStorage } from '../../libraries/database/open-storage';
import { DEV_TENANT_ID } from '../dev-oidc/dev-accounts';
import { runRolesCommand, RolesCommandError } from '../domain/manage-roles';
import { openStaffStorage } from '../data-access/open-staff-storage';
import { IDLE_TIMEOUT_MS } from '../domain/session-policy';

/** `npm run roles -- grant|revoke|list`: user_roles in the same database (DATA_DIR or MONGODB_URI) as the API. */
const main = async () => {
  const config = loadConfig();
  const storage = await openStorage(config);
  try {
    const { store } = await openStaffStorage(storage, Date.now, IDLE_TIMEOUT_MS, config.retention.auditDays);
    const tenantId = config.staffAuth.entra?.tenantId ?? DEV_TENANT_ID;
    const lines = await runRolesCommand(store, process.argv.slice(2), tenantId);
    process.stdout.write(`${lines.join('\n')}\n`);
  } catch (error) {
    process.stderr.write(`${error instanceof RolesCommandError ? error.message : String(error)}\n`);
    process.exitCode = 1;
  } finally {
    await closeStorage(storage);
  }
};

void main();
