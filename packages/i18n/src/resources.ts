// Every namespace of every locale, imported statically so the server and the Vite bundle share them.
// Add a namespace: create locales/<locale>/<ns>.json for all three locales and list it here.
import zhCNErrors from '../locales/zh-CN/errors.json' with { type: 'json' }
import zhTWErrors from '../locales/zh-TW/errors.json' with { type: 'json' }
import enUSErrors from '../locales/en-US/errors.json' with { type: 'json' }

export const resources = {
  'zh-CN': { errors: zhCNErrors },
  'zh-TW': { errors: zhTWErrors },
  'en-US': { errors: enUSErrors },
} as const
