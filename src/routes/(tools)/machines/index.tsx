import { createFileRoute } from '@tanstack/react-router'
import { AtlasIndexPage } from '../../../tools/atlas/AtlasIndexPage.tsx'
import { requireAtlas } from './-atlasEnabled.ts'

/** /machines: the machine atlas for analysts (its code loads only with this route). */
export const Route = createFileRoute('/(tools)/machines/')({
  beforeLoad: requireAtlas,
  component: AtlasIndexPage,
})
