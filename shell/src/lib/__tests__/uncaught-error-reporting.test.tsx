import { waitFor } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { reportFailure, SHELL_RENDER_FAILURE } from '../failure-reports/report-failure';
import { uncaughtErrorReporting } from '../failure-reports/uncaught-error-reporting';

jest.mock('../failure-reports/report-failure', () => ({
  ...jest.requireActual('../failure-reports/report-failure'),
  reportFailure: jest.fn(() => Promise.resolve()),
}));

function BrokenProvider(): never {
  throw new Error('provider failed');
}

describe('uncaughtErrorReporting', () => {
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  let wasActEnvironment: boolean | undefined;

  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // Inside act() React hands uncaught errors to act instead of the root's handler: render as the browser does.
    wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
    jest.restoreAllMocks();
  });

  it("reports an error no boundary caught as the shell's render failure on the current path", async () => {
    window.history.pushState({}, '', '/publications');
    createRoot(document.createElement('div'), uncaughtErrorReporting).render(<BrokenProvider />);
    await waitFor(() => expect(reportFailure).toHaveBeenCalledWith(SHELL_RENDER_FAILURE, '/publications'));
    expect(reportFailure).toHaveBeenCalledTimes(1);
  });
});
