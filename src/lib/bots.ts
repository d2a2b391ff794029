/**
 * Crawlers and link-preview bots: they never get the error screen (seed §4), so an error in
 * some widget does not turn an indexed page into an error page. Headless Chrome is not here
 * on purpose: our own end-to-end tests run in it and must see what people see.
 */
const BOT_PATTERN =
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|adsbot|facebookexternalhit|facebookcatalog|embedly|quora link preview|outbrain|pinterest|vkshare|w3c_validator|whatsapp|telegram|skypeuripreview|bingpreview|yandex|baidu|duckduck|ia_archiver|archive\.org|semrush|ahrefs|petalbot|bytespider|google-inspectiontool|lighthouse-ci/i;

export function isBot(userAgent: string): boolean {
  return BOT_PATTERN.test(userAgent);
}
