import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router-dom'
import { AppProviders } from './app/providers/AppProviders.tsx'
import { createPortalRouter } from './app/router.tsx'
import './index.css'
import { readLanguagePreference } from './lib/language-preference.ts'

const locale = readLanguagePreference(window.localStorage)
document.documentElement.lang = locale

const container = document.getElementById('app')
if (!container) throw new Error('index.html lacks <div id="app">')

createRoot(container).render(
  <StrictMode>
    <AppProviders locale={locale}>
      <RouterProvider router={createPortalRouter()} />
    </AppProviders>
  </StrictMode>,
)
