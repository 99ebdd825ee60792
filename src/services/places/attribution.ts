/** Google's terms: predictions shown without a Google map carry "Powered by Google". */
export const GOOGLE_ATTRIBUTION_TEXT = 'Powered by Google';
