// The session-storage flag the privacy policy tells visitors about: set when the audit popup opens, so it opens once
// per browser session. Its own module: npm run check:site sets it, to look at each page without the popup over it.
export const auditPopupSeenKey = 'audit-popup-seen';
