import { BarChart } from 'echarts/charts'
import { GridComponent, TooltipComponent } from 'echarts/components'
import * as echarts from 'echarts/core'
import { SVGRenderer } from 'echarts/renderers'

// The loan chart's drawing, imported on demand (LoanChart.tsx): only the bar chart, its grid and tooltip, drawn as SVG.

echarts.use([BarChart, GridComponent, TooltipComponent, SVGRenderer])

/** Draws horizontal bars (first entry at the bottom) into `element`, following its width; returns the clean-up. */
export function drawBars(element: HTMLElement, bars: { name: string; value: number }[]): () => void {
  const chart = echarts.init(element, undefined, { renderer: 'svg' })
  // Class names take at most two fifths of the width (a phone keeps room for the bars); the page's font.
  const labelWidth = () => Math.min(160, Math.max(64, Math.floor(element.clientWidth * 0.4)))
  chart.setOption({
    animation: false,
    textStyle: { fontFamily: getComputedStyle(element).fontFamily },
    grid: { left: 8, right: 32, top: 8, bottom: 24, containLabel: true },
    tooltip: { trigger: 'item' },
    xAxis: { type: 'value', minInterval: 1, axisLabel: { color: '#334155' }, splitLine: { lineStyle: { color: '#e2e8f0' } } },
    yAxis: { type: 'category', data: bars.map((b) => b.name), axisLabel: { color: '#0f172a', width: labelWidth(), overflow: 'truncate' }, axisTick: { show: false } },
    series: [{ type: 'bar', data: bars.map((b) => b.value), barMaxWidth: 18, itemStyle: { color: '#0b4f6c' }, label: { show: true, position: 'right', color: '#0f172a' } }],
  })
  const observer = new ResizeObserver(() => {
    chart.setOption({ yAxis: { axisLabel: { width: labelWidth() } } })
    chart.resize()
  })
  observer.observe(element)
  return () => {
    observer.disconnect()
    chart.dispose()
  }
}
