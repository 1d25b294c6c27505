// @ts-check
/**
 * Request ids (X-Request-Id): a balancer's or client's id is kept when it looks like an id — letters, digits and
 * `_ . : -`, at most 128 characters (UUIDs, nginx's $request_id, ULIDs, trace ids) — so one request can be followed
 * from the balancer's log into ours; anything else (empty, too long, spaces, quotes, control characters that could
 * forge log lines) is replaced by a new random UUID. docs/operations/observability.md.
 */
const { randomUUID } = require('node:crypto');

const REQUEST_ID_HEADER = 'x-request-id';
const VALID = /^[A-Za-z0-9_.:-]{1,128}$/;

/** @param {unknown} value @returns {value is string} */
function isValidRequestId(value) {
  return typeof value === 'string' && VALID.test(value);
}

/**
 * The id of a request: its own X-Request-Id when valid (the first one, if the header was repeated), else a new one.
 * @param {string | string[] | undefined | null} header
 */
function requestIdFrom(header) {
  const v = Array.isArray(header) ? header[0] : header;
  return isValidRequestId(v) ? v : randomUUID();
}

module.exports = { REQUEST_ID_HEADER, isValidRequestId, requestIdFrom };
