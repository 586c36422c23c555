import type { Endpoint } from './core/endpoint.ts'
import { coreEndpoints } from './core/endpoints.ts'
import { accountEndpoints } from './account/index.ts'
import { commerceEndpoints } from './commerce/index.ts'
import { contentEndpoints } from './content/index.ts'
import { featureEndpoints } from './content/features.ts'
import { faqEndpoints } from './content/faq.ts'
import { shellEndpoints } from './shell/index.ts'
import { supportEndpoints } from './support/index.ts'
import { leadsEndpoints } from './leads/index.ts'
import { eventEndpoints } from './event/index.ts'

/**
 * The endpoint table: one entry per call, shared by the client, the server and the test mocks.
 * Each area declares its own part in `<area>/endpoints.ts`; a new call touches only its area.
 * Built by a pure call: a page that never reads the whole table (the site's services import the
 * endpoints they call from their area) does not carry every area's schemas with it.
 */
export const endpoints = /* @__PURE__ */ (() =>
  ({
    ...coreEndpoints,
    ...shellEndpoints,
    ...accountEndpoints,
    ...commerceEndpoints,
    ...contentEndpoints,
    ...supportEndpoints,
    ...leadsEndpoints,
    ...featureEndpoints,
    ...faqEndpoints,
    ...eventEndpoints,
  }) satisfies Record<string, Endpoint>)()

export type Endpoints = typeof endpoints
export type EndpointName = keyof Endpoints
