import { createFileRoute } from '@tanstack/react-router'
import { AtlasMachinePage } from '../../../tools/atlas/AtlasMachinePage.tsx'
import { requireAtlas } from './-atlasEnabled.ts'

/** /machines/{id}: one machine of the atlas. */
export const Route = createFileRoute('/(tools)/machines/$machineId')({
  beforeLoad: requireAtlas,
  component: MachineRoute,
})

function MachineRoute() {
  const { machineId } = Route.useParams()
  return <AtlasMachinePage machineId={machineId} />
}
