import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNearScreen } from '../../../components/WhenNearScreen.tsx'
import type { YearLoans } from './record-types.ts'

/**
 * Loans per year as a bar chart (ECharts, loaded only when the reader comes near the chart: far below a phone's first
 * screen, it costs the record page nothing until then). The chart is a picture for sighted readers: it is hidden from
 * assistive technology, which reads LoanTable instead.
 */
export function LoanChart({ data }: { data: YearLoans }) {
  const { t } = useTranslation('record')
  const element = useRef<HTMLDivElement>(null)
  const near = useNearScreen(element)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    if (!near) return
    let disposed = false
    let cleanup = () => undefined as void
    import('./echarts-setup.ts')
      .then(({ init }) => {
        if (disposed || !element.current) return
        const chart = init(element.current, undefined, { renderer: 'svg' })
        chart.setOption({
          animation: false,
          grid: { left: 8, right: 8, top: 16, bottom: 8, containLabel: true },
          tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, formatter: (params: unknown) => {
            const [first] = params as { name: string; value: number }[]
            return first ? t('loans.tooltip', { year: first.name, count: first.value }) : ''
          } },
          xAxis: { type: 'category', data: data.map((d) => d.year), axisTick: { alignWithLabel: true }, axisLabel: { color: '#334155' } },
          yAxis: { type: 'value', minInterval: 1, axisLabel: { color: '#334155' }, splitLine: { lineStyle: { color: '#e2e8f0' } } },
          series: [{ type: 'bar', data: data.map((d) => d.loanNum), itemStyle: { color: '#0369a1', borderRadius: [3, 3, 0, 0] }, barMaxWidth: 32 }],
        })
        const observer = new ResizeObserver(() => chart.resize())
        observer.observe(element.current)
        cleanup = () => {
          observer.disconnect()
          chart.dispose()
        }
      })
      .catch(() => !disposed && setFailed(true))
    return () => {
      disposed = true
      cleanup()
    }
  }, [data, near, t])

  if (failed) return null
  return <div ref={element} aria-hidden="true" data-testid="loan-chart" className="h-56 w-full" />
}

/** The same figures as a table, for screen readers (and anyone reading the page without styles). */
export function LoanTable({ data, caption }: { data: YearLoans; caption: string }) {
  const { t } = useTranslation('record')
  return (
    <table className="sr-only">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('loans.year')}</th>
          <th scope="col">{t('loans.count')}</th>
        </tr>
      </thead>
      <tbody>
        {data.map((d) => (
          <tr key={d.year}>
            <th scope="row">{d.year}</th>
            <td>{d.loanNum}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
