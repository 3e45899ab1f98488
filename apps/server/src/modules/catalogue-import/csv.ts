// A small streaming RFC 4180 CSV parser (quoted fields, doubled quotes, CR/LF, newlines inside quotes).

export async function* parseCsv(chunks: AsyncIterable<string>): AsyncGenerator<string[]> {
  for await (const { cells } of parseCsvLines(chunks)) yield cells
}

/** The same parser, each row with the line of the file it starts on (1-based; a quoted newline spans lines). */
export async function* parseCsvLines(chunks: AsyncIterable<string>): AsyncGenerator<{ cells: string[]; line: number }> {
  let field = ''
  let row: string[] = []
  let quoted = false
  let afterQuote = false
  let started = false
  let line = 1
  let rowLine = 1
  for await (const chunk of chunks) {
    for (let i = 0; i < chunk.length; i++) {
      let char = chunk[i]!
      if (char === '\n' || (char === '\r' && chunk[i + 1] !== '\n')) line++
      if (!started) {
        started = true
        if (char === '\uFEFF') continue
      }
      if (quoted) {
        if (char === '"') {
          quoted = false
          afterQuote = true
        } else field += char
        continue
      }
      if (char === '"') {
        if (afterQuote) field += '"' // doubled quote inside a quoted field
        quoted = true
        afterQuote = false
        continue
      }
      afterQuote = false
      if (char === ',') {
        row.push(field)
        field = ''
      } else if (char === '\n' || char === '\r') {
        if (char === '\r' && chunk[i + 1] === '\n') {
          i++
          line++
        }
        row.push(field)
        field = ''
        if (row.length > 1 || row[0] !== '') yield { cells: row, line: rowLine }
        row = []
        rowLine = line
      } else {
        char = char === '\u0000' ? '' : char
        field += char
      }
    }
  }
  if (field !== '' || row.length) {
    row.push(field)
    yield { cells: row, line: rowLine }
  }
}
