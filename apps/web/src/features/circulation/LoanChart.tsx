import type { LoanChart as LoanChartData } from '@portal/contracts'
import { useCallback, useEffect, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { trpc } from '../../lib/trpc.ts'

// What the patron borrows by subject (`loanChart`): a bar chart drawn by ECharts, loaded only when the chart is
// shown (its own chunk, not the main bundle), and the same numbers as a table for screen readers.

const BAR_HEIGHT = 30

function Bars({ chart, label }: { chart: LoanChartData; label: (entry: LoanChartData[number]) => string }) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = box.current
    if (!element) return
    let disposed = false
    let dispose = () => {}
    void import('./echarts-bars.ts').then(({ drawBars }) => {
      if (disposed) return
      dispose = drawBars(element, chart.map((entry) => ({ name: label(entry), value: entry.loans })).reverse())
    })
    return () => {
      disposed = true
      dispose()
    }
  }, [chart, label])
  return <div ref={box} aria-hidden="true" className="w-full" style={{ height: chart.length * BAR_HEIGHT + 40 }} />
}

export function LoanChart() {
  const { t } = useTranslation('circulation')
  const headingId = useId()
  const chart = trpc.circulation.loans.chart.useQuery()
  const label = useCallback((entry: LoanChartData[number]) => (entry.code ? `${entry.code} ${entry.name}` : t('chart.unclassified')), [t])

  return (
    <section aria-labelledby={headingId} className="mt-6 rounded border border-slate-200 p-4">
      <h3 id={headingId} className="text-base font-semibold text-slate-900">{t('chart.title')}</h3>
      <p className="mb-2 text-sm text-slate-700">{t('chart.description')}</p>
      {chart.isPending ? (
        <p className="py-4 text-sm text-slate-600" aria-busy="true">{t('chart.loading')}</p>
      ) : chart.isError || !chart.data.length ? (
        <p className="py-4 text-sm text-slate-600">{chart.isError ? t('loans.loadFailed') : t('chart.empty')}</p>
      ) : (
        <>
          <Bars chart={chart.data} label={label} />
          {/* The sr-only box is a div: a table grows to its content whatever its width, and would widen a phone's page. */}
          <div className="sr-only">
            <table>
              <caption>{t('chart.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('chart.class')}</th>
                  <th scope="col">{t('chart.loans')}</th>
                </tr>
              </thead>
              <tbody>
                {chart.data.map((entry) => (
                  <tr key={entry.code || '-'}>
                    <th scope="row">{label(entry)}</th>
                    <td>{entry.loans}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  )
}
