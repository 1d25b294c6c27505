/** Health and readiness of one server instance (GET /healthz, GET /readyz; issue 32). */

/** One readiness condition: met or not, with a short reason (never an address or an error's text). */
export type ReadinessCheck = { ok: boolean; detail: string };

export type Readiness = {
  /** Every check met: the instance can take traffic. */
  ready: boolean;
  checks: {
    /** Not shutting down (SIGTERM received: finishing requests in flight, taking no new ones). */
    serving: ReadinessCheck;
    /** The database answers a query within the bound. */
    database: ReadinessCheck;
    /** The database carries the last migration this build was made with. */
    migrations: ReadinessCheck;
    /** The structure-search index is built (or its warm-up is turned off: built on the first search). */
    structureIndex: ReadinessCheck;
  };
};
