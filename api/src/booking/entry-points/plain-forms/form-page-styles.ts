/**
 * The look of what the server adds to a form's page (GOV.UK's error summary and error messages, the notices and the
 * confirmation), in the site's Fluent colours (the page's CSS variables, with fallbacks). Sent in a <style> with the
 * page's nonce: the page's own styles are the build's, which never saw these elements.
 */
export const PLAIN_FORM_STYLES = `
.plain-form-summary, .plain-form-notice {
  margin: 0 0 24px;
  padding: 16px 20px;
  border: 5px solid var(--colorPaletteRedBorder2, #d13438);
  background: var(--colorNeutralBackground1, #fff);
  color: var(--colorNeutralForeground1, #1a1a1a);
}
.plain-form-notice { border-color: var(--colorBrandStroke1, #0b7290); }
.plain-form-summary:focus, .plain-form-notice:focus { outline: 3px solid var(--colorStrokeFocus2, #000); }
.plain-form-summary h2, .plain-form-notice h2 { margin: 0 0 12px; font-size: 1.25rem; line-height: 1.4; }
.plain-form-summary ul { margin: 0; padding-left: 20px; }
.plain-form-summary li + li { margin-top: 4px; }
.plain-form-summary a, .plain-form-error-message { color: var(--colorPaletteRedForeground1, #bc2f32); font-weight: 600; }
.plain-form-notice p { margin: 0; }
.plain-form-field-error { padding-left: 12px; border-left: 5px solid var(--colorPaletteRedBorder2, #d13438); }
.plain-form-error-message { margin: 0; }
.plain-form-visually-hidden {
  position: absolute !important;
  width: 1px !important;
  height: 1px !important;
  margin: 0 !important;
  padding: 0 !important;
  overflow: hidden !important;
  clip-path: inset(50%) !important;
  white-space: nowrap !important;
  border: 0 !important;
}
.plain-form-received { display: flex; flex-direction: column; align-items: flex-start; gap: 16px; }
.plain-form-received p { margin: 0; font-size: 1rem; line-height: 1.5; }
.plain-form-phone, .plain-form-start-again { color: var(--colorBrandForegroundLink, #056480); font-weight: 600; }
`;
