import { createFileRoute } from '@tanstack/react-router'
import { KeyFeaturePage } from '../../../views/content/features/KeyFeaturePage.tsx'

export const Route = createFileRoute('/(content)/product/keyfeature')({
  component: KeyFeaturePage,
})
