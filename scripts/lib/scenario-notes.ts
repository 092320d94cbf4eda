/**
 * Per machine, what a tester should know about its browser replay that the scenarios cannot say themselves: a
 * transition the page cannot cause (and why), or one the page causes by another way than the scenario names. Shown
 * on the machine's catalogue page under its first line.
 */
export const scenarioNotes: Record<string, string> = {
  session:
    'Replayed in the browser by `tests/e2e/replay-session.spec.ts`, one page load per scenario: signing in through ' +
    '/login and the password, signing out with My Account’s Sign out or Settings’ Sign out everywhere, a 401 from a ' +
    'call of the page the customer is on (the overview’s lines list while the profile loads, an Edit Name save once ' +
    'signed in, the sign-out call itself while signing out), a profile reload from a saved Edit Name. ' +
    '**Not on the page:** signing in again while signed in (scenario 1’s last step). Every sign-in page sends a ' +
    'signed-in customer on to the dashboard; the one that does not, an agent’s /crm-login link, opens as a page load ' +
    'of its own, which starts a new session from the stored token instead of taking this transition. The replay ' +
    'checks that the signed-in page offers no way to sign in and ends there; the path tests take the transition. ' +
    '**Another way on the page:** a profile call answered 401 (scenario 2) signs the customer out as the scenario ' +
    'says, but through `session.expired`: the API client tells the session of every 401 before the call fails, so ' +
    'in the app the `isUnauthorized` branch of the profile call’s error is never what moves the machine.',
}
