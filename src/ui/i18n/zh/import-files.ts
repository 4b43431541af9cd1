// 中文界面文案：从磁盘打开文件夹或 .zip 作为新会话的工作区（issue 13）。
export const zhImportFiles = {
  importFiles: {
    openFolder: '打开文件夹…',
    openZip: '打开 .zip…',
    titleOf: '{{name}}（导入）',
    reading: '正在读取文件… {{done}} / {{total}}',
    hashing: '正在校验文件… {{done}} / {{total}}',
    storing: '正在把 {{total}} 个文件保存在此浏览器中…',
    progressLabel: '导入进度',
    opened: '已把 {{files}} 个文件（{{size}}）作为新会话打开。文件保存在此浏览器中，不在会话文档里。',
    close: '关闭',
    refused: {
      'too-many-files':
        '未导入：{{files}} 个文件超过了会话工作区的上限（最多 {{limit}} 个文件）。请选择更小的文件夹。',
      'too-many-bytes':
        '未导入：这些文件共 {{size}}，超过了会话工作区的上限（最多 {{limit}}）。请选择更小的文件夹。',
      empty: '未导入：里面没有文件。',
      'bad-path': '未导入：“{{path}}”不能作为工作区文件的路径。',
      'path-conflict': '未导入：“{{path}}”既是文件又是文件夹（或出现了两次）。',
      'bad-zip': '未导入：这不是可以读取的 .zip（{{detail}}）。',
      'zip-entry-lies': {
        larger: '未导入：.zip 中的“{{path}}”解压后超过了它声明的 {{size}}。内容与声明不符的 zip 不予读取。',
        smaller: '未导入：.zip 中的“{{path}}”实际内容少于它声明的 {{size}}。内容与声明不符的 zip 不予读取。',
        crc: '未导入：.zip 中“{{path}}”的内容与它声明的校验值（CRC-32）不符。这个 zip 已损坏或被改动过。',
      },
      unreadable: '未导入：无法读取“{{path}}”（{{detail}}）。',
      storage: '未导入：浏览器没有保存这些文件（{{detail}}）。没有改动任何内容。',
      'embedded-mismatch': '未导入：内嵌的文件与会话所指的文件不一致。',
      unavailable: '此处无法导入文件。',
    },
    embeddedMismatch: '无法打开此文件：它内嵌的文件与会话所指的文件不一致。你的会话中没有添加任何内容。',
    exportMissing: '未导出：此会话导入的文件不在此浏览器中，无法内嵌。',
    treeMissing:
      '它导入的 {{files}} 个文件（{{size}}）不在此浏览器中：文件留在导入它们的浏览器里，不在会话中。请打开内嵌了这些文件的导出文件',
    linkLacksFiles:
      '链接不携带此会话导入的 {{files}} 个文件（{{size}}）：只有已有这些文件的浏览器才能打开它。要发送文件，请导出会话。',
    pickerFailed: '无法打开这个文件夹（{{detail}}）。没有改动任何内容。',
    openedSessionFile: '已从文件打开「{{title}}」，并已保存到「我的会话」中。',
  },
};
