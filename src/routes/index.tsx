import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '../views/home/HomePage.tsx'

export const Route = createFileRoute('/')({ component: HomePage })
