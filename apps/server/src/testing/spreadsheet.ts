import ExcelJS from 'exceljs'

// Reads an .xlsx answer back for tests and the recorded wire: the name and rows of each sheet, cells as their
// values (an .xlsx is a zip, so its bytes tell a reader nothing and change with the time it was written).

export type SheetRows = { name: string; rows: unknown[][] }

export async function readSpreadsheet(bytes: Buffer | Uint8Array): Promise<SheetRows[]> {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer)
  return workbook.worksheets.map((sheet) => {
    const rows: unknown[][] = []
    sheet.eachRow({ includeEmpty: true }, (row) => {
      // Row.values is 1-based and sparse (an empty cell is a hole): each row as long as the sheet is wide, '' where empty.
      const values = row.values as unknown[]
      rows.push(Array.from({ length: sheet.columnCount }, (_, i) => values[i + 1] ?? ''))
    })
    return { name: sheet.name, rows }
  })
}

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
