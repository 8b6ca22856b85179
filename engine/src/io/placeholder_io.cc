// placeholder so the module library has a source; removed once real sources land
