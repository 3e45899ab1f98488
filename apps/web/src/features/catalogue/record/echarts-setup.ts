// The only module that imports ECharts: loaded on demand by LoanChart (a chunk of its own, see
// vite.config.ts), with just the bar chart, the grid and tooltip, and the SVG renderer.
import { BarChart } from 'echarts/charts'
import { GridComponent, TooltipComponent } from 'echarts/components'
import { init, use, type ComposeOption } from 'echarts/core'
import { SVGRenderer } from 'echarts/renderers'
import type { BarSeriesOption } from 'echarts/charts'
import type { GridComponentOption, TooltipComponentOption } from 'echarts/components'

use([BarChart, GridComponent, TooltipComponent, SVGRenderer])

export type LoanChartOption = ComposeOption<BarSeriesOption | GridComponentOption | TooltipComponentOption>

export { init }
