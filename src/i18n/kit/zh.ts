export default {
  close: '关闭',
  loading: '加载中…',
  password: {
    show: '显示密码',
    hide: '隐藏密码',
    rules: '密码要求',
    state: {
      initial: '尚未检查',
      loading: '正在检查',
      success: '已满足',
      fail: '未满足',
    },
  },
  stepper: {
    label: '进度',
    done: '已完成',
    current: '当前步骤',
  },
  table: {
    paging: '分页',
    previous: '上一页',
    next: '下一页',
    page: '第 {{page}} 页',
    pageOf: '第 {{page}} 页，共 {{count}} 页',
  },
  fileDrop: {
    prompt: '将文件拖到此处或选择文件',
    choose: '选择文件',
    chosen: '已选文件',
  },
}
