/**
 * Where the public forms post when no script handles them (the browser's own submission: `method="post"`,
 * `application/x-www-form-urlencoded`). The server answers with a page in the site's layout: the confirmation, or the
 * form again with the values and their errors. The forms never use GET, so a visitor's answers never go into a URL.
 */
export const FORM_ACTIONS = {
  booking: '/booking-request',
  fellowshipInquiry: '/fellowship-inquiry',
} as const;

export type FormAction = (typeof FORM_ACTIONS)[keyof typeof FORM_ACTIONS];
