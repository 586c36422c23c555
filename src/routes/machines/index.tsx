import { createFileRoute } from '@tanstack/react-router'
import { AtlasIndexPage } from '../../views/atlas/AtlasIndexPage.tsx'
import { requireAtlas } from './-atlasEnabled.ts'

/** /machines: the machine atlas for analysts (its code loads only with this route). */
export const Route = createFileRoute('/machines/')({
  beforeLoad: requireAtlas,
  component: AtlasIndexPage,
})
